/** A tab's dealer copy, one bullet per paragraph (lib/vehicle/tab-copy splits it on '|'). */
export function TabParagraphs({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
