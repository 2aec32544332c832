import env from '#start/env'
import RuleBasedAssistant from '#services/assistant/rule_based_assistant'
import type { Assistant } from '#services/assistant/assistant'

const DRIVERS: Record<string, () => Assistant> = {
  rules: () => new RuleBasedAssistant(),
}

let current: { name: string; assistant: Assistant } | null = null

/** The configured assistant (ASSISTANT_DRIVER, default `rules`); a later driver is one more entry in DRIVERS. */
export function configuredAssistant(): Assistant {
  const name = env.get('ASSISTANT_DRIVER', 'rules')
  if (current?.name !== name) current = { name, assistant: DRIVERS[name]() }
  return current.assistant
}
