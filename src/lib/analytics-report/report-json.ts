import type { AnalyticsReport, CarRow, LeadCount, ResponseTimes, Totals } from "./report";

/**
 * The analytics report as `GET /admin/api/sites/{slug}/analytics` answers it (issue 33 item 4,
 * decision 0067): snake_case, the required fields at the top level (`visitors`, `searches`,
 * `car_views`, `phone_reveals`, `leads: { total, by_kind }`, `top_cars: [{ car_id, views, leads }]`)
 * and the rest of the dashboard beside them; `previous` has the same counts for the period before.
 * `by_kind` is keyed by the inbox's lead kinds (lib/inbox/lead-kinds). Pure.
 */

function counts(t: Totals) {
  return {
    visitors: t.visitors,
    page_views: t.pageViews,
    searches: t.searches,
    zero_result_searches: t.zeroResultSearches,
    car_views: t.carViews,
    phone_reveals: t.phoneReveals,
    call_clicks: t.callClicks,
    saves: t.saves,
    enquiry_events: t.enquiries,
    funnel: { searched: t.funnelSearched, viewed_car: t.funnelViewed, enquired: t.funnelEnquired },
  };
}

function leadTotals(
  total: number,
  byKind: readonly LeadCount[],
  bySource: readonly LeadCount[],
  field: "leads" | "previous",
) {
  const pick = (rows: readonly LeadCount[]) =>
    Object.fromEntries(rows.filter((r) => r[field] > 0).map((r) => [r.key, r[field]]));
  return { total, by_kind: pick(byKind), by_source: pick(bySource) };
}

function responseTimes(r: ResponseTimes) {
  return {
    leads: r.leads,
    answered: r.answered,
    median_minutes: r.medianMinutes,
    p90_minutes: r.p90Minutes,
    within_hour: r.withinHour,
  };
}

function car(c: CarRow) {
  return {
    car_id: c.carId,
    slug: c.slug,
    title: c.title,
    stock_number: c.stocknum,
    dealership: c.dealership,
    in_stock: c.inStock,
    days_in_stock: c.daysInStock,
    views: c.views,
    phone_reveals: c.phoneReveals,
    leads: c.leads,
    views_per_lead: c.viewsPerLead,
  };
}

export function reportJson(r: AnalyticsReport) {
  return {
    site: r.site,
    time_zone: r.timeZone,
    from: r.from,
    to: r.to,
    dealership: r.dealership?.slug ?? null,
    ...counts(r.totals),
    leads: leadTotals(r.totals.leads, r.leadsByKind, r.leadsBySource, "leads"),
    response_times: responseTimes(r.responseTimes),
    top_cars: r.topCars.map(car),
    car: r.car
      ? {
          ...car(r.car),
          leads_by_kind: Object.fromEntries(
            r.car.leadsByKind.filter((l) => l.leads > 0).map((l) => [l.key, l.leads]),
          ),
        }
      : null,
    slow_movers: {
      days_in_stock_at_least: r.slowMoverRule.days,
      views_at_most: r.slowMoverRule.maxViews,
      cars: r.slowMovers.map(car),
    },
    top_searches: r.topSearches.map((s) => ({
      query: s.query,
      searches: s.searches,
      zero_results: s.zeroResults,
    })),
    zero_result_searches: r.zeroResultSearches.map((s) => ({ query: s.query, searches: s.zeroResults })),
    sources: r.sources.map((s) => ({
      source: s.source,
      medium: s.medium,
      campaign: s.campaign,
      visitors: s.visitors,
      car_views: s.carViews,
      enquiry_events: s.enquiries,
    })),
    daily: r.daily.map((d) => ({
      day: d.day,
      visitors: d.visitors,
      car_views: d.carViews,
      searches: d.searches,
      leads: d.leads,
    })),
    previous: {
      from: r.previous.from,
      to: r.previous.to,
      ...counts(r.previousTotals),
      leads: leadTotals(r.previousTotals.leads, r.leadsByKind, r.leadsBySource, "previous"),
      response_times: responseTimes(r.previousResponseTimes),
    },
  };
}

export type ReportJson = ReturnType<typeof reportJson>;
