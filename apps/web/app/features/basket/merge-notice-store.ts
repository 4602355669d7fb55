import { create } from 'zustand';

/** What the last sign-in's merge could not carry over, kept for /cart's notice until dismissed. */
type MergeNoticeState = { lines: string[]; show: (lines: string[]) => void; dismiss: () => void };

export const useMergeNoticeStore = create<MergeNoticeState>()((set) => ({
  lines: [],
  show: (lines) => set({ lines }),
  dismiss: () => set({ lines: [] }),
}));
