/** `Object.prototype.hasOwnProperty`, read once. */
const ownProperty = Object.prototype.hasOwnProperty;

/**
 * Whether an object has a property of its own (not inherited: `constructor`, `__proto__`). The
 * floor's engines lack `Object.hasOwn` (Chrome 93, Safari 15.4; DESIGN §11): this is what it does,
 * in what they all have, at no cost to newer ones.
 */
export function hasOwn(object: object, key: PropertyKey): boolean {
  return ownProperty.call(object, key);
}
