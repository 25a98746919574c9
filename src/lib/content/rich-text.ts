import type { Element, ElementContent, RootContent as HastContent, Root as HastRoot } from "hast";
import type { BlockContent, Root as MdastRoot, PhrasingContent, RootContent } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Content from a feed (pages, blog articles) rendered safely (issue 19 item 4, decision 0033): the body
 * is Markdown or structured blocks; either way it becomes a Markdown syntax tree (remark, with GitHub's
 * tables and autolinks), then an HTML syntax tree in which raw HTML is dropped (remark-rehype without
 * `allowDangerousHtml`), then a sanitised tree (rehype-sanitize, a maintained GitHub-style allow list,
 * narrowed below). No HTML string is ever made: the tree is turned into React elements by
 * components/content/rich-text.tsx. So no `<script>`, event handler, `javascript:` or `data:` link from
 * a feed reaches a page.
 */

/** A block of structured content: what a feed sends instead of a Markdown `body`. */
export type ContentBlock =
  | { type: "heading"; text: string; level?: 2 | 3 | null }
  /** `text` is Markdown: links, bold and italics; blank lines make paragraphs. */
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean | null }
  | { type: "quote"; text: string; cite?: string | null }
  | { type: "image"; url: string; alt: string; caption?: string | null }
  | { type: "call_to_action"; label: string; url: string };

export type RichTextSource = { markdown?: string | null; blocks?: readonly ContentBlock[] | null };

/** The class a call-to-action block's link carries: the one class a feed can cause on a page. */
export const CTA_CLASS = "content-cta";

/**
 * The allow list: GitHub's (rehype-sanitize's default) without task-list checkboxes, plus figures for
 * image blocks, `tel:` links for the dealer's phone numbers and the call-to-action class on links. Ids
 * and names keep the default's `user-content-` prefix, so content cannot clobber the page's own.
 */
const SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []).filter((t) => t !== "input"), "figure", "figcaption"],
  attributes: {
    ...defaultSchema.attributes,
    // One className entry per tag: the footnote back-reference's class, and ours.
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((a) => !(Array.isArray(a) && a[0] === "className")),
      ["className", "data-footnote-backref", CTA_CLASS] as [string, ...string[]],
    ],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto", "tel"],
    src: ["http", "https"],
  },
  required: {},
};

/** What the sanitiser puts before every id and name in content (rehype-sanitize's default). */
const ID_PREFIX = "user-content-";

const markdownParser = unified().use(remarkParse).use(remarkGfm);
const toSafeHtmlTree = unified()
  // The sanitiser prefixes ids (and footnote links) itself: once is enough.
  .use(remarkRehype, { clobberPrefix: "" })
  .use(rehypeSanitize, SCHEMA)
  .use(() => finishTree);

/** Markdown as a syntax tree (raw HTML in it stays an `html` node, which remark-rehype drops). */
function parseMarkdown(text: string): MdastRoot {
  return markdownParser.runSync(markdownParser.parse(text)) as MdastRoot;
}

function textNode(value: string): PhrasingContent {
  return { type: "text", value };
}

/** Inline Markdown (a list item, a caption): the phrasing content of its paragraphs. */
function inline(text: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of parseMarkdown(text).children) {
    if (node.type === "paragraph") {
      if (out.length) out.push(textNode(" "));
      out.push(...node.children);
    } else if (node.type === "heading") {
      if (out.length) out.push(textNode(" "));
      out.push(...node.children);
    }
  }
  return out.length ? out : [textNode(text)];
}

/** A block's Markdown nodes. Unknown shapes give nothing (the import has already checked them). */
function blockNodes(block: ContentBlock): RootContent[] {
  switch (block.type) {
    case "heading":
      // Plain text: a heading is a heading, whatever characters it holds.
      return [{ type: "heading", depth: block.level === 3 ? 3 : 2, children: [textNode(block.text)] }];
    case "paragraph":
      return parseMarkdown(block.text).children;
    case "list":
      return [
        {
          type: "list",
          ordered: block.ordered === true,
          spread: false,
          children: block.items.map((item) => ({
            type: "listItem",
            spread: false,
            children: [{ type: "paragraph", children: inline(item) }],
          })),
        },
      ];
    case "quote":
      return [
        {
          type: "blockquote",
          children: [
            ...(parseMarkdown(block.text).children as BlockContent[]),
            ...(block.cite ? [{ type: "paragraph" as const, children: [textNode(`— ${block.cite}`)] }] : []),
          ],
        },
      ];
    case "image":
      return [
        {
          type: "paragraph",
          data: { hName: "figure" },
          children: [
            { type: "image", url: block.url, alt: block.alt },
            ...(block.caption
              ? [
                  {
                    type: "emphasis" as const,
                    data: { hName: "figcaption" },
                    children: inline(block.caption),
                  },
                ]
              : []),
          ],
        },
      ];
    case "call_to_action":
      return [
        {
          type: "paragraph",
          children: [
            {
              type: "link",
              url: block.url,
              data: { hProperties: { className: [CTA_CLASS] } },
              children: [textNode(block.label)],
            },
          ],
        },
      ];
    default:
      return [];
  }
}

function isElement(node: HastContent | ElementContent): node is Element {
  return node.type === "element";
}

/** Whether a (sanitised) link leaves the site: an absolute http(s) URL. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * After sanitising: the page's title is its only h1, so content headings start at h2; links off the
 * site get rel="noopener noreferrer"; images load lazily. A link the sanitiser took the address off
 * becomes its words, an image without a source goes, and so does a figure left empty. These
 * attributes are ours, not the feed's.
 */
function finishTree(tree: HastRoot): void {
  type Node = HastContent | ElementContent;
  const walk = (nodes: Node[]): Node[] =>
    nodes.flatMap((node): Node[] => {
      if (!isElement(node)) return [node];
      node.children = walk(node.children) as ElementContent[];
      const { properties } = node;
      if (node.tagName === "h1") node.tagName = "h2";
      if (node.tagName === "a") {
        if (typeof properties.href !== "string") return node.children;
        if (isExternalHref(properties.href)) properties.rel = ["noopener", "noreferrer"];
        // The sanitiser prefixed every id in the content: a link within it (a footnote) follows.
        else if (properties.href.startsWith("#") && !properties.href.startsWith(`#${ID_PREFIX}`))
          properties.href = `#${ID_PREFIX}${properties.href.slice(1)}`;
      }
      if (node.tagName === "img") {
        if (typeof properties.src !== "string") return [];
        properties.loading = "lazy";
        properties.decoding = "async";
      }
      if (node.tagName === "figure" && !node.children.some((c) => isElement(c) && c.tagName === "img"))
        return [];
      return [node];
    });
  tree.children = walk(tree.children) as HastContent[];
}

/** The sanitised tree of a page's or article's body. */
function buildTree(source: RichTextSource): HastRoot {
  const mdast: MdastRoot = source.blocks?.length
    ? { type: "root", children: source.blocks.flatMap(blockNodes) }
    : parseMarkdown(source.markdown ?? "");
  return toSafeHtmlTree.runSync(mdast) as HastRoot;
}

/**
 * Trees made lately, by their source: parsing a few KB of Markdown with tables takes milliseconds on
 * this machine (decision 0033), and the same pages are asked for again and again.
 */
const MEMO_SIZE = 200;
const memo = new Map<string, HastRoot>();

/** The sanitised HTML tree of `source`: blocks when it has any, else its Markdown. */
export function richTextTree(source: RichTextSource): HastRoot {
  const key = source.blocks?.length ? `b:${JSON.stringify(source.blocks)}` : `m:${source.markdown ?? ""}`;
  const known = memo.get(key);
  if (known) {
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const tree = buildTree(source);
  memo.set(key, tree);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  return tree;
}

/** The text a shopper would read, on one line: for meta descriptions and JSON-LD. */
export function richTextPlain(tree: HastRoot): string {
  const parts: string[] = [];
  const walk = (nodes: (HastContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === "text") parts.push(node.value);
      else if (isElement(node)) {
        walk(node.children);
        if (/^(p|h[1-6]|li|figcaption|td|th|blockquote)$/.test(node.tagName)) parts.push(" ");
      }
    }
  };
  walk(tree.children);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
