/** A postal address's parts as locations store them (state in any case). */
export type PostalAddressParts = {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
};

/** As Australians write it: the street, then 'City STATE postcode' (e.g. 'Moonah TAS 7009'). */
export function addressLines({ street, city, state, postcode }: PostalAddressParts): string[] {
  return [street, [city, state?.toUpperCase(), postcode].filter(Boolean).join(" ")].filter(
    (line): line is string => Boolean(line?.trim()),
  );
}
