// Preloaded into the platform-scale bench's app servers (NODE_OPTIONS=--require …, bench only): on
// SIGUSR2 the process runs V8's full garbage collection twice, so the heap the bench then reads is
// what the server holds, not what it has yet to collect. Not part of the app.
const v8 = require("node:v8");
const vm = require("node:vm");

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc");
process.on("SIGUSR2", () => {
  gc();
  gc();
});
