import { createContext, useContext } from 'react';

export type PlayerContextValue = {
  /** Says `message` through the player's polite live region (saves, results, an opened test). */
  announce: (message: string) => void;
  /** True when the view was reached by a move, so its heading takes focus; false on first render. */
  focusHeading: boolean;
};

export const PlayerContext = createContext<PlayerContextValue>({ announce: () => undefined, focusHeading: false });

export const usePlayer = (): PlayerContextValue => useContext(PlayerContext);
