/**
 * The session a native host would open the pages with (DESIGN §3). Every state of the plan
 * (`screenStates.ts`) opens its screen with it: the studio's previews, the change review
 * (`npm run review`). No node import here: the studio's page reads it too.
 */
export const STATE_SESSION_QUERY =
  'productId=7&orderId=PA20260101001&sessionId=studio&appVersion=3.2.1&deviceId=studio';
