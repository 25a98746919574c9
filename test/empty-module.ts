// Stands in for `server-only` outside Next's react-server build (vitest, the CLI): the guard exists
// to stop server code reaching the browser bundle, which these environments never build.
export {};
