import { createContext, useContext } from 'react';

/**
 * The agent whose own layer a settings form writes, when it is one: an agent picker there leaves
 * that agent out, since a tool never points an agent at itself (handover refuses it).
 */
export const EditedAgentContext = createContext<number | null>(null);

export function useEditedAgent(): number | null {
  return useContext(EditedAgentContext);
}
