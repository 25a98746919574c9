// The smallest page Next's App Router serves: bench/pages.ts scores it beside ours, in the same run,
// as the framework's own floor (React and the router, no CSS, no client components of ours).
export const metadata = { title: "Next.js floor", description: "A bare Next.js App Router page" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
