/** The range slider's look, shared by the Radix slider and the picture drawn before it loads. */
export const rangeSliderStyle = {
  root: 'relative flex h-6 w-full touch-none items-center select-none',
  track: 'relative h-1.5 grow overflow-hidden rounded-full bg-black/10',
  range: 'absolute h-full rounded-full bg-brand-600',
  thumb:
    // tap-area: a 44 px handle for a finger around the 20 px circle.
    'tap-area relative block size-5 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing',
  /** size-5: Radix keeps the thumbs inside the track by half of this, measured; the picture knows it. */
  thumbPx: 20,
};
