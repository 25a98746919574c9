/** The Favourite and Compare buttons' two sizes: the car page's sidebar, and a search card's row. */
export const SAVED_CAR_BUTTON_LOOKS = {
  page: "min-h-11 gap-2 px-4 text-sm",
  card: "min-h-9 flex-1 justify-center gap-1.5 px-3 text-xs",
} as const;

export type SavedCarButtonLook = keyof typeof SAVED_CAR_BUTTON_LOOKS;
