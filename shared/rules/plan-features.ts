// SPEC §6 plan feature lookup: a widget's plan value by name, else a default. Missing names that start
// with numof or number, or contain size or interval, default to false; other missing features default
// to the large number 1000000.
//
// SPEC §6 gives two readings of "missing", both kept here:
// - 'stated' (default): only an absent value (undefined or null) takes the default, so a plan that
//   sets a feature to false or 0 keeps that value.
// - 'as-implemented': "the default is true-ish or 1e6", the `value || default` of the original, where
//   any falsy plan value (false, 0, '') is replaced by the default too, so a feature switched off with
//   false reads as 1e6 unless its name marks a limit.

export const PLAN_FEATURE_UNLIMITED = 1_000_000;
export type PlanValue = boolean | number | string;
export type PlanReading = 'stated' | 'as-implemented';

/** Names that are counts or limits: numof…, number…, …size…, …interval… (case-insensitive). */
export function isLimitFeatureName(name: string): boolean {
  const n = name.toLowerCase();
  return n.startsWith('numof') || n.startsWith('number') || n.includes('size') || n.includes('interval');
}

export function planFeatureDefault(name: string): PlanValue {
  return isLimitFeatureName(name) ? false : PLAN_FEATURE_UNLIMITED;
}

export function planFeature(
  features: Readonly<Record<string, PlanValue | null | undefined>> | null | undefined,
  name: string,
  reading: PlanReading = 'stated',
): PlanValue {
  const v = features?.[name];
  if (reading === 'as-implemented') return v || planFeatureDefault(name);
  return v === undefined || v === null ? planFeatureDefault(name) : v;
}

/** True when the feature is allowed (any truthy value). */
export function hasPlanFeature(features: Readonly<Record<string, PlanValue | null | undefined>> | null | undefined, name: string): boolean {
  return !!planFeature(features, name);
}
