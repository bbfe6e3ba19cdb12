/** Ask AI answered from the embedded index (filled in below). */
export function useLocalAskAi(_askAi: unknown): Record<string, unknown> {
  return {};
}
