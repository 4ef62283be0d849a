import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages } from '@shared/i18n';
import {
  biographyMaxLength,
  type Profile,
  profileListMax,
  type ProfileUpdateInput,
  profileUpdateSchema,
} from '@shared/schemas/profile';
import { FieldError, FormAlert, inputClass, TextField } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSaveProfile } from '../api/profile';
import { saveFailedMessage } from '../lib/save-failed';
import { LabelList } from './label-list';

const fields = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'city',
  'biography',
  'interests',
  'preferences.language',
  'preferences.timeZone',
] as const;

const valuesOf = (p: Profile): ProfileUpdateInput => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  phone: p.phone ?? '',
  dateOfBirth: p.dateOfBirth,
  city: p.city ?? '',
  biography: p.biography ?? '',
  interests: p.interests,
  preferences: p.preferences,
});

/** The zones this browser knows, the profile's own first if it is not among them. */
function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The biography, with the characters left; its error is tied to it. */
function BiographyField({
  id,
  length,
  code,
  ...field
}: UseFormRegisterReturn<'biography'> & { id: string; length: number; code?: string }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {t('personal.biography')}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={biographyMaxLength}
        aria-invalid={!!code}
        aria-describedby={`${id}-hint${code ? ` ${id}-error` : ''}`}
        className={`${inputClass} resize-y`}
        {...field}
      />
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('personal.biographyHint', { count: biographyMaxLength - length })}
      </p>
      <FieldError id={`${id}-error`} code={code} />
    </div>
  );
}

/** The language of mails and reminders, and the time zone that sets the person's day. */
function PreferenceFields({
  id,
  currentZone,
  language,
  timeZone,
}: {
  id: string;
  currentZone: string;
  language: UseFormRegisterReturn;
  timeZone: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-lang`} className="font-medium">
          {t('personal.language')}
        </label>
        <select id={`${id}-lang`} className={inputClass} {...language}>
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-tz`} className="font-medium">
          {t('personal.timeZone')}
        </label>
        <select id={`${id}-tz`} aria-describedby={`${id}-tz-hint`} className={inputClass} {...timeZone}>
          {timeZones(currentZone).map((z) => (
            <option key={z} value={z}>
              {z.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={`${id}-tz-hint`} className="text-muted-foreground text-sm">
          {t('personal.timeZoneHint')}
        </p>
      </div>
    </div>
  );
}

/** The form and its save; the server's field refusals land on the fields. */
function useProfileForm(profile: Profile) {
  const save = useSaveProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema) as never,
    defaultValues: valuesOf(profile),
  });
  const failed = !!save.error && !(save.error instanceof ApiError && save.error.code === 'validation.failed');
  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    save.mutate(values as ProfileUpdateInput, {
      onSuccess: (p) => {
        form.reset(valuesOf(p));
        setSaved(true);
      },
      onError: (err) => {
        if (!(err instanceof ApiError) || err.code !== 'validation.failed') return;
        for (const d of err.details) {
          const name = d.path.replace(/^body\./, '') as (typeof fields)[number];
          if (fields.includes(name)) form.setError(name, { message: d.message }, { shouldFocus: true });
        }
      },
    });
  });
  return { form, save, saved, failed, onSubmit };
}

/** Name, phone, date of birth and city. */
function IdentityFields({ form }: { form: UseFormReturn<ProfileUpdateInput> }) {
  const { t } = useTranslation('profile');
  const { errors } = form.formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('personal.firstName')}
        autoComplete="given-name"
        maxLength={50}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <TextField
        label={t('personal.lastName')}
        autoComplete="family-name"
        maxLength={50}
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <TextField
        label={t('personal.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        label={t('personal.dateOfBirth')}
        type="date"
        autoComplete="bday"
        error={errors.dateOfBirth?.message}
        {...form.register('dateOfBirth', { setValueAs: (v: string | null) => (v ? v : null) })}
      />
      <TextField
        label={t('personal.city')}
        autoComplete="address-level2"
        maxLength={100}
        error={errors.city?.message}
        className="sm:col-span-2"
        {...form.register('city')}
      />
    </div>
  );
}

/** SPEC §3's personal fields, checked by the same schema as the server. */
export function PersonalForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const { form, save, saved, failed, onSubmit } = useProfileForm(profile);
  const { errors } = form.formState;
  const interests = form.watch('interests');
  const bio = form.watch('biography') ?? '';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <IdentityFields form={form} />
      <BiographyField
        id={`${id}-bio`}
        length={bio.length}
        code={errors.biography?.message}
        {...form.register('biography')}
      />
      <LabelList
        label={t('personal.interests')}
        values={interests}
        max={profileListMax}
        removeLabel={(label) => t('labels.remove', { label })}
        onChange={(next) => form.setValue('interests', next, { shouldDirty: true })}
      />
      <PreferenceFields
        id={id}
        currentZone={profile.preferences.timeZone}
        language={form.register('preferences.language')}
        timeZone={form.register('preferences.timeZone')}
      />
      {failed && <FormAlert>{saveFailedMessage(save.error)}</FormAlert>}
      <p role="status" className="text-primary font-medium empty:hidden">
        {saved ? t('personal.saved') : ''}
      </p>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('personal.saving') : t('personal.save')}
      </Button>
    </form>
  );
}
