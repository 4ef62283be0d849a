import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { type LoginInput, type LoginRequest, loginSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { useLogin } from '../api/auth-mutations';
import { safeRedirect } from '../lib/browser';
import { applyServerErrors } from '@/lib/form-errors';
import { FormAlert, PasswordField, TextField } from '@/components/form/form-fields';

/** SPEC §2/§7: sign in with username or email; any refusal reads 'Credenziali non valide'. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<LoginInput, unknown, LoginRequest>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    login.mutate(values, {
      onSuccess: () => void navigate(safeRedirect(params.get('redirectTo'), pathOf('home')), { replace: true }),
      onError: (err) => {
        const message = applyServerErrors(err, { setError: form.setError, fields: ['username', 'password'] });
        setAlert(message);
        if (message) form.setFocus('password');
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('fields.identifier')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert>{alert}</FormAlert>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <div className="flex flex-col gap-2 text-center text-[0.95rem] sm:flex-row sm:justify-between sm:text-left">
        <Link to={pathOf('forgotPassword')} className="text-primary underline-offset-4 hover:underline">
          {t('login.forgot')}
        </Link>
        <p>
          {t('login.noAccount')}{' '}
          <Link to={pathOf('register')} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('login.registerLink')}
          </Link>
        </p>
      </div>
    </form>
  );
}
