import { createContext, useContext } from "react";

export type TopicOption = { value: string; label: string };

/**
 * The topic pages as choices. The worker writes them into the studio's page config, so the
 * studio bundle carries no topic text.
 */
export const TopicOptions = createContext<ReadonlyArray<TopicOption>>([]);

export const useTopicOptions = () => useContext(TopicOptions);
