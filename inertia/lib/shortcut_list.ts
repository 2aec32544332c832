/** The global shortcuts of 000 §2 as people read them: the '?' dialog and the Help page list these. */
export const SHELL_SHORTCUTS: [string, string][] = [
  ['H', 'shell.shortcuts.go_home'],
  ['P', 'shell.shortcuts.go_properties'],
  ['V', 'shell.shortcuts.go_ventures'],
  ['F', 'shell.shortcuts.go_favorites'],
  ['A', 'shell.shortcuts.go_add_property'],
  ['B', 'shell.shortcuts.go_bulk_upload'],
  ['C', 'shell.shortcuts.go_credits'],
  ['/', 'shell.shortcuts.focus_search'],
  ['?', 'shell.shortcuts.show_help'],
  ['Esc', 'shell.shortcuts.escape'],
  ['Alt + M', 'shell.shortcuts.toggle_menu'],
  ['Alt + F', 'shell.shortcuts.toggle_filters'],
  ['Alt + V', 'shell.shortcuts.toggle_view'],
]

/** Ctrl (Cmd on a Mac) shortcuts; their labels are `help.keys.<name>`. */
export const MODIFIER_SHORTCUTS: [string, string][] = [
  ['Ctrl + S', 'save'],
  ['Ctrl + Enter', 'submit'],
  ['Ctrl + K', 'quick_search'],
  ['Ctrl + F', 'find'],
  ['Ctrl + N', 'new'],
  ['Ctrl + ,', 'settings'],
  ['Ctrl + /', 'toggle_help'],
]
