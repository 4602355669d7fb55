/** The switch's look, shared by the Radix switch and the picture drawn before it loads. */
export const switchStyle = {
  // tap-area: 44 px tall to a finger, 24 to the eye.
  root: 'tap-area relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-black/15 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:bg-brand-600',
  thumb:
    'block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5.5',
};
