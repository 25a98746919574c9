export default function Page() {
  return (
    <main>
      <h1>Next.js floor</h1>
      <p>A server-rendered App Router page with no stylesheet and no client components.</p>
    </main>
  );
}
