import { useState, type FormEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { Dialog } from '~/components/ui/dialog'
import { TextField } from '~/components/ui/input'
import { Select, SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { DataTable, type Column } from './data_table'
import { ConfirmAction, type PendingAction } from './confirm_action'
import { adminWrite, useTableQuery } from './use_table_query'
import { shortDate, truncate } from './format'
import type { TableMeta } from './admin_types'

type Item = Data.Admin.MasterDataItem
type MasterType = 'property-types' | 'amenities' | 'locations'
export type MasterDataProps = {
  type: MasterType
  level: 'state' | 'district' | 'city' | 'area' | null
  parents: { id: number; name: string; country_code: string }[]
  data: Item[]
  meta: TableMeta
}

const TYPES: MasterType[] = ['property-types', 'amenities', 'locations']
const LEVELS = ['state', 'district', 'city', 'area'] as const
const CATEGORIES = ['Indoor', 'Outdoor', 'Community', 'Security']
type Draft = {
  id?: number
  name: string
  label: string
  category: string
  icon: string
  description: string
  display_order: string
  parent_id: string
}
const EMPTY: Draft = {
  name: '',
  label: '',
  category: '',
  icon: '',
  description: '',
  display_order: '0',
  parent_id: '',
}

/** Master data (001 §2): property types, amenities or locations; Add New, edit, delete (or retire an item in use). */
export function MasterDataTab({ master }: { master: MasterDataProps }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const { visit } = useTableQuery()
  const [draft, setDraft] = useState<Draft | null>(null)
  const [pending, setPending] = useState<PendingAction>(null)
  const [busy, setBusy] = useState(false)
  const params = { type: master.type }
  const qs =
    master.type === 'locations' && master.level ? { location_type: master.level } : undefined

  const columns: Column<Item>[] = [
    {
      key: 'name',
      label: t('admin.columns.name'),
      cell: (item) => (
        <span className="font-medium text-ink-900">
          {item.name}
          {item.retired && (
            <Badge tone="warning" className="ms-2">
              {t('admin.values.retired')}
            </Badge>
          )}
        </span>
      ),
    },
    { key: 'label', label: t('admin.columns.label'), cell: (item) => item.label },
    { key: 'category', label: t('admin.columns.category'), cell: (item) => item.category ?? '' },
    ...(master.type === 'amenities'
      ? [{ key: 'icon', label: t('admin.columns.icon'), cell: (item: Item) => item.icon ?? '' }]
      : []),
    {
      key: 'description',
      label: t('admin.columns.description'),
      cell: (item) => <span title={item.description ?? ''}>{truncate(item.description, 50)}</span>,
    },
    {
      key: 'created',
      label: t('admin.columns.created'),
      cell: (item) => shortDate(item.created_at, locale),
    },
    {
      key: 'actions',
      label: t('admin.table.actions'),
      cell: (item) => (
        <span className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              setDraft({
                id: item.id,
                name: item.name,
                label: item.label,
                category: item.category ?? '',
                icon: item.icon ?? '',
                description: item.description ?? '',
                display_order: String(item.display_order),
                parent_id: String(item.parent_id ?? ''),
              })
            }
          >
            <Pencil aria-hidden className="size-4" />
            {t('admin.actions.edit')}
            <span className="sr-only">{item.name}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              adminWrite(
                'post',
                urlFor('admin.master_data.retire', { type: master.type, id: item.id }),
                { retired: !item.retired },
                { failure: t('admin.failures.update_item') }
              )
            }
          >
            {t(item.retired ? 'admin.actions.unretire' : 'admin.actions.retire')}
            <span className="sr-only">{item.name}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-danger-700 hover:bg-danger-50"
            onClick={() =>
              setPending({
                message: t('admin.confirm.delete_item', { name: item.label || item.name }),
                confirmLabel: t('admin.actions.delete'),
                run: (done) =>
                  adminWrite(
                    'delete',
                    urlFor('admin.master_data.destroy', { type: master.type, id: item.id }),
                    {},
                    { failure: t('admin.failures.delete_item'), onDone: done }
                  ),
              })
            }
          >
            <Trash2 aria-hidden className="size-4" />
            {t('admin.actions.delete')}
            <span className="sr-only">{item.name}</span>
          </Button>
        </span>
      ),
    },
  ]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!draft) return
    const body = {
      name: draft.name,
      label: draft.label || null,
      category: draft.category || null,
      icon: draft.icon || null,
      description: draft.description || null,
      display_order: Number(draft.display_order) || 0,
      ...(draft.parent_id ? { parent_id: Number(draft.parent_id) } : {}),
    }
    setBusy(true)
    const done = () => {
      setBusy(false)
      setDraft(null)
    }
    if (draft.id)
      adminWrite(
        'put',
        urlFor('admin.master_data.update', { type: master.type, id: draft.id }),
        body,
        { failure: t('admin.failures.update_item'), onDone: done }
      )
    else
      adminWrite('post', urlFor('admin.master_data.store', params, qs ? { qs } : undefined), body, {
        failure: t('admin.failures.add_item'),
        onDone: done,
      })
  }

  const change = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => (current ? { ...current, [key]: event.target.value } : current))

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex items-center gap-2 text-sm text-ink-700">
          <span>{t('admin.master.choose')}</span>
          <Select
            aria-label={t('admin.master.choose')}
            value={master.type}
            onChange={(event) =>
              visit(
                { type: event.target.value, location_type: undefined, q: undefined },
                { resetPage: true }
              )
            }
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.master.${type}`)}
              </option>
            ))}
          </Select>
        </label>
        {master.type === 'locations' && (
          <label className="flex items-center gap-2 text-sm text-ink-700">
            <span>{t('admin.master.level')}</span>
            <Select
              aria-label={t('admin.master.level')}
              value={master.level ?? 'state'}
              onChange={(event) =>
                visit({ location_type: event.target.value }, { resetPage: true })
              }
            >
              {LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`admin.master.levels.${level}`)}
                </option>
              ))}
            </Select>
          </label>
        )}
        <Button className="ms-auto" onClick={() => setDraft({ ...EMPTY })}>
          <Plus aria-hidden className="size-4" />
          {t('admin.actions.add_new')}
        </Button>
      </div>

      <DataTable
        key={`${master.type}-${master.level}`}
        caption={t(`admin.master.${master.type}`)}
        rows={master.data}
        meta={master.meta}
        columns={columns}
        rowKey={(item) => item.id}
      />

      <Dialog
        open={draft !== null}
        onClose={() => setDraft(null)}
        title={t(draft?.id ? 'admin.master.edit_title' : 'admin.master.add_title')}
        size="md"
      >
        {draft && (
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('admin.columns.name')}
              name="name"
              value={draft.name}
              onChange={change('name')}
              required
              minLength={2}
              maxLength={64}
            />
            <TextField
              label={t('admin.columns.label')}
              name="label"
              value={draft.label}
              onChange={change('label')}
              maxLength={120}
            />
            {master.type === 'amenities' ? (
              <SelectField
                label={t('admin.columns.category')}
                name="category"
                value={draft.category}
                onChange={change('category')}
                placeholder="—"
                options={CATEGORIES.map((c) => ({ value: c, label: c }))}
              />
            ) : (
              <TextField
                label={t('admin.columns.category')}
                name="category"
                value={draft.category}
                onChange={change('category')}
                maxLength={32}
              />
            )}
            {master.type === 'amenities' && (
              <TextField
                label={t('admin.columns.icon')}
                name="icon"
                value={draft.icon}
                onChange={change('icon')}
                maxLength={64}
              />
            )}
            <TextField
              label={t('admin.master.display_order')}
              name="display_order"
              type="number"
              min={0}
              value={draft.display_order}
              onChange={change('display_order')}
            />
            {master.type === 'locations' && master.level !== 'state' && !draft.id && (
              <SelectField
                label={t('admin.columns.parent')}
                name="parent_id"
                value={draft.parent_id}
                onChange={change('parent_id')}
                placeholder={t('admin.master.choose_parent')}
                required
                options={master.parents.map((parent) => ({
                  value: String(parent.id),
                  label: `${parent.name} (${parent.country_code})`,
                }))}
              />
            )}
            <label className="grid gap-1 text-sm font-medium text-ink-800 sm:col-span-2">
              {t('admin.columns.description')}
              <textarea
                name="description"
                value={draft.description}
                onChange={change('description')}
                maxLength={500}
                rows={3}
                className="rounded-control border border-ink-300 px-3 py-2 text-sm font-normal"
              />
            </label>
            <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" onClick={() => setDraft(null)}>
                {t('admin.actions.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('admin.actions.save')}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </div>
  )
}
