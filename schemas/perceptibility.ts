// The thresholds of "perceivable" shared by the in-page collector and the pixel oracle of the tests, so
// both sides draw the line at the same place (docs/contract.md, "Collection").

/**
 * Least difference, in one 8-bit colour channel, between text as painted and what it sits on, for a
 * person to see it: one eighth of the range. Below it are the injection techniques of near-transparent
 * colours (alpha 0.01..0.1 of black on white differs by 3..26) and text 1..30 levels off its background.
 * The collector compares the painted colour (alpha and every opacity on the way applied) with the
 * background colour; the oracle compares screenshot pixels before and after the text changes.
 */
export const MIN_CONTRAST = 32;

/**
 * Least size, in CSS pixels, of glyphs a person can read, and of the part of a text a clip leaves in
 * view: text drawn smaller (font-size, scale, zoom) or seen through a smaller window is not read.
 */
export const MIN_TEXT_PX = 4;
