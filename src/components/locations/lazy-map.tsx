"use client";

import { useEffect, useRef, useState } from "react";
import type { MapTiles, MapTilesAnswer } from "@/lib/locations/map-tiles";

/** Start loading a little before the card is on screen, so the map is ready as it arrives. */
const ROOT_MARGIN = "200px 0px";

let tilesAnswer: Promise<MapTiles | null> | null = null;

/** The deployment's tiles, asked once per page (GET /api/map-tiles); any failure means no map. */
function loadTiles(): Promise<MapTiles | null> {
  tilesAnswer ??= fetch("/api/map-tiles", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<MapTilesAnswer>) : { tiles: null }))
    .then((answer) => answer.tiles ?? null)
    .catch(() => null);
  return tilesAnswer;
}

/**
 * The map part of a location card: nothing at all until the card nears the viewport, then (when the
 * deployment has tiles) Leaflet is imported and drawn into a box that stays collapsed until its first
 * tile loads; if no tile ever loads (no network), it is taken away again.
 */
export function LazyMap({
  name,
  latitude,
  longitude,
}: {
  name: string;
  latitude: number;
  longitude: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<"waiting" | "drawing" | "shown" | "none">("waiting");

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void (async () => {
          const tiles = await loadTiles();
          if (cancelled) return;
          if (!tiles) {
            setPhase("none");
            return;
          }
          setPhase("drawing");
          try {
            const { drawLeafletMap } = await import("./leaflet-map");
            if (cancelled || !container.current) return;
            destroy = drawLeafletMap(container.current, {
              name,
              latitude,
              longitude,
              tiles,
              onShown: () => !cancelled && setPhase("shown"),
              onFailed: () => {
                if (cancelled) return;
                destroy?.();
                destroy = null;
                setPhase("none");
              },
            });
          } catch {
            // The map's code did not load (offline): the card keeps its address and directions.
            if (!cancelled) setPhase("none");
          }
        })();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      destroy?.();
    };
  }, [name, latitude, longitude]);

  if (phase === "none") return null;
  return (
    <div
      ref={sentinel}
      data-map-phase={phase}
      className={phase === "shown" ? "h-56" : "h-px overflow-hidden"}
    >
      {phase === "waiting" ? null : (
        <section
          ref={container}
          className="h-56 w-full"
          aria-label={`Map showing ${name}`}
          data-testid="location-map-canvas"
        />
      )}
    </div>
  );
}
