import type { Template } from "@/lib/template/template";
import { defaultTemplate } from "./default/template";
import { toyotaTemplate } from "./toyota/template";

/** Every template a site may name in its `template` field, by that name. */
export const TEMPLATES: Record<string, Template> = {
  [defaultTemplate.name]: defaultTemplate,
  [toyotaTemplate.name]: toyotaTemplate,
};

export const TEMPLATE_NAMES = Object.keys(TEMPLATES);

export function isTemplateName(name: string): boolean {
  return Object.hasOwn(TEMPLATES, name);
}

/** An unknown template name falls back to `default` so a typo never takes a site down. */
export function getTemplate(name: string): Template {
  return (isTemplateName(name) ? TEMPLATES[name] : undefined) ?? defaultTemplate;
}
