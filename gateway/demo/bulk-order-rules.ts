/** Litres an order placed through the demo ordering portal may ask for (the real portal sets its own rules). */
export const DEMO_ORDER_LITERS = { min: 50, max: 3000 } as const;
