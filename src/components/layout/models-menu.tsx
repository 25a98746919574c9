"use client";

import Link from "next/link";
import { type KeyboardEvent, useRef, useState } from "react";
import type { ModelsMenuData, ModelTile } from "@/lib/navigation/menus";
import { cn } from "@/lib/utils/cn";

/**
 * The models menu's content (spec 02 §2 "A models menu titled with the prefix New, headed Vehicles,
 * has categories …; model tiles show Explore and Our Stock buttons; Our Stock is hidden for
 * coming_soon models"): the categories as tabs (arrow keys move between them), the chosen one's
 * tiles beside them. Each tile ships once; the server draws the first category, so without
 * JavaScript the whole range on sale is listed.
 */
export function ModelsMenu({ id, heading, menu }: { id: string; heading: string; menu: ModelsMenuData }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tiles = new Map(menu.tiles.map((t) => [t.key, t]));
  const category = menu.categories[selected] ?? menu.categories[0];
  const tabId = (index: number) => `${id}-tab-${menu.categories[index]?.id}`;
  const panelId = `${id}-models`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = menu.categories.length - 1;
    const next =
      event.key === "ArrowDown" || event.key === "ArrowRight"
        ? selected === last
          ? 0
          : selected + 1
        : event.key === "ArrowUp" || event.key === "ArrowLeft"
          ? selected === 0
            ? last
            : selected - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl p-4 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
      <div>
        <h2 className="mb-2 text-lg font-bold">{heading}</h2>
        <div
          role="tablist"
          aria-label={`${heading} by category`}
          aria-orientation="vertical"
          className="-mx-1 flex gap-1 overflow-x-auto pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:pb-0"
        >
          {menu.categories.map((c, index) => (
            <button
              key={c.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cn(
                "min-h-11 shrink-0 rounded-md px-3 text-left text-sm font-medium whitespace-nowrap",
                index === selected ? "bg-primary text-primary-foreground" : "hover:bg-muted",
              )}
            >
              {c.name}
            </button>
          ))}
        </div>
      </div>
      {/* A long range scrolls inside the panel on a desktop, so the panel never runs past the screen. */}
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
        tabIndex={-1}
        className="lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto"
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {(category?.tileKeys ?? []).flatMap((key) => {
            const tile = tiles.get(key);
            return tile ? [<ModelTileCard key={key} tile={tile} />] : [];
          })}
        </ul>
      </div>
    </div>
  );
}

const tileButton =
  "inline-flex min-h-9 flex-1 items-center justify-center rounded-md px-2 text-xs font-semibold";

function ModelTileCard({ tile }: { tile: ModelTile }) {
  const external = /^https?:/i.test(tile.exploreHref);
  return (
    <li className="flex flex-col rounded-lg border p-2" data-testid="model-tile">
      {tile.imageUrl ? (
        <img
          src={tile.imageUrl}
          alt=""
          width={240}
          height={135}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full rounded object-contain"
        />
      ) : null}
      <p className="mt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {tile.statusLabel}
      </p>
      <p className="font-semibold">{tile.name}</p>
      <div className="mt-2 flex gap-1">
        {external ? (
          <a href={tile.exploreHref} className={cn(tileButton, "bg-primary text-primary-foreground")}>
            Explore<span className="sr-only"> {tile.name}</span>
          </a>
        ) : (
          <Link
            href={tile.exploreHref}
            prefetch={false}
            className={cn(tileButton, "bg-primary text-primary-foreground")}
          >
            Explore<span className="sr-only"> {tile.name}</span>
          </Link>
        )}
        {tile.stockHref ? (
          <Link href={tile.stockHref} prefetch={false} className={cn(tileButton, "border")}>
            Our Stock<span className="sr-only"> of the {tile.name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
