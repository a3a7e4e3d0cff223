/** Gradient line of each `gradient-angle`, in the icon's bounding box: 1 → to the right, then clockwise in 45° steps. */
export const gradientDirections = {
  1: { x1: 0, y1: 0, x2: 1, y2: 0 },
  2: { x1: 0, y1: 0, x2: 1, y2: 1 },
  3: { x1: 0, y1: 0, x2: 0, y2: 1 },
  4: { x1: 1, y1: 0, x2: 0, y2: 1 },
  5: { x1: 1, y1: 0, x2: 0, y2: 0 },
  6: { x1: 1, y1: 1, x2: 0, y2: 0 },
  7: { x1: 0, y1: 1, x2: 0, y2: 0 },
  8: { x1: 0, y1: 1, x2: 1, y2: 0 },
} as const;

export type GradientAngle = keyof typeof gradientDirections;

/** Spec 3: 1 to 8 select a direction; any other value falls back to 1. */
export const toGradientAngle = (value: string | null | undefined): GradientAngle => {
  const angle = Number(value);
  return Number.isInteger(angle) && angle >= 1 && angle <= 8 ? (angle as GradientAngle) : 1;
};
