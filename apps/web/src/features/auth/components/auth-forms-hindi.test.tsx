import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { InHindi, loadHindi } from '../../../../test/hindi';
import LoginPage from '../pages/login-page';
import RegisterPage from '../pages/register-page';
import ResetPasswordPage from '../pages/reset-password-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { MobileSignInForm } from './mobile-sign-in-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The sign-in and account forms on a Hindi page: their words, and the schemas' and server's messages. */
let fetchMock: ReturnType<typeof vi.fn>;
function reply(status: number, body: unknown) {
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeAll(async () => {
  await loadHindi();
});
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page in Hindi', () => {
  it('names the page, the fields and the button in Hindi, and sets a Hindi title', () => {
    render(
      <InHindi path="/hi/login">
        <LoginPage />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ईमेल पता' })).toBeTruthy();
    expect(screen.getByLabelText(/^पासवर्ड/).getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toBeTruthy();
    expect(document.title).toBe('लॉग इन | Nivaas');
  });

  it('says the required-field errors in Hindi and sends nothing', async () => {
    const user = userEvent.setup();
    render(
      <InHindi>
        <LoginForm onSuccess={vi.fn()} />
      </InHindi>,
    );
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeTruthy();
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'ईमेल पता' }), 'anita-at-home');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('कृपया सही ईमेल डालें')).toBeTruthy();
  });

  it("says the server's refusal in Hindi", async () => {
    const user = userEvent.setup();
    reply(401, { success: false, message: 'Invalid email or password', error: 'Unauthorized' });
    render(
      <InHindi>
        <LoginForm onSuccess={vi.fn()} />
      </InHindi>,
    );
    await user.type(screen.getByRole('textbox', { name: 'ईमेल पता' }), 'anita@nivaas.in');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect((await screen.findByRole('alert')).textContent).toBe('ईमेल या पासवर्ड ग़लत है');
  });
});

describe('the register form in Hindi', () => {
  it('has Hindi labels, hints, the optional mark and the account types', () => {
    render(
      <InHindi path="/hi/register">
        <RegisterPage />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'पूरा नाम' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'मोबाइल नंबर (वैकल्पिक)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'पेशा (वैकल्पिक)' })).toBeTruthy();
    expect(screen.getByText('आप क्या काम करते हैं?')).toBeTruthy();
    expect(screen.getByText('कम से कम 6 अक्षर')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'खाते का प्रकार' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'ख़रीदार' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'रियल एस्टेट एजेंट' })).toBeTruthy();
  });

  it('says the schema’s messages in Hindi, the minimum length with its figure', async () => {
    const user = userEvent.setup();
    render(
      <InHindi>
        <RegisterForm onSuccess={vi.fn()} />
      </InHindi>,
    );
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'पूरा नाम' }), 'अनीता देशमुख');
    await user.type(screen.getByRole('textbox', { name: 'ईमेल पता' }), 'anita@nivaas.in');
    await user.type(screen.getByLabelText(/^पासवर्ड/), '123');
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर (वैकल्पिक)' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए')).toBeTruthy();
    expect(screen.getByText('कृपया सही मोबाइल नंबर डालें')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('registering on a Hindi page', () => {
  it('keeps Hindi as the new account’s language', async () => {
    const user = userEvent.setup();
    reply(201, { success: true, token: 't', user: { _id: 'u1', name: 'अनीता देशमुख' } });
    render(
      <InHindi path="/hi/register">
        <RegisterForm onSuccess={vi.fn()} />
      </InHindi>,
    );
    await user.type(screen.getByRole('textbox', { name: 'पूरा नाम' }), 'अनीता देशमुख');
    await user.type(screen.getByRole('textbox', { name: 'ईमेल पता' }), 'anita@nivaas.in');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(String(url)).toMatch(/\/auth\/register$/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'anita@nivaas.in',
      preferredLanguage: 'hi',
    });
  });
});

describe('the password forms in Hindi', () => {
  it('forgot password: Hindi field, and the server’s notice said in Hindi with its minutes', async () => {
    const user = userEvent.setup();
    reply(200, {
      success: true,
      message:
        'If an account uses that email, we have sent it a link to choose a new password. The link works once, for 30 minutes.',
    });
    render(
      <InHindi>
        <ForgotPasswordForm />
      </InHindi>,
    );
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'ईमेल पता' }), 'anita@nivaas.in');
    await user.click(screen.getByRole('button', { name: 'रीसेट लिंक भेजें' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('अपना ईमेल देखें');
    expect(notice.textContent).toContain(
      'अगर इस ईमेल से कोई खाता है, तो हमने उस पर नया पासवर्ड चुनने का लिंक भेज दिया है। लिंक एक बार, 30 मिनट तक चलेगा।',
    );
  });

  it('reset password: Hindi labels and the mismatch said in Hindi', async () => {
    const user = userEvent.setup();
    render(
      <InHindi>
        <ResetPasswordForm token="t0k3n" onDone={vi.fn()} />
      </InHindi>,
    );
    await user.type(screen.getByLabelText(/^नया पासवर्ड\*$/), 'a-long-password');
    await user.type(screen.getByLabelText(/^नया पासवर्ड दोबारा डालें/), 'another-password');
    await user.click(screen.getByRole('button', { name: 'नया पासवर्ड सेट करें' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं')).toBeTruthy();
  });

  it('reset page without a token: the Hindi sentence keeps its link inside', () => {
    render(
      <InHindi path="/hi/reset-password">
        <ResetPasswordPage />
      </InHindi>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('यह लिंक अधूरा है। ईमेल वाला लिंक फिर से खोलें, या नया लिंक माँगें।');
    expect(screen.getByRole('link', { name: 'नया लिंक माँगें' })).toBeTruthy();
  });
});

describe('sign in with a mobile code, in Hindi', () => {
  it('says the wrong number and the missing code in Hindi', async () => {
    const user = userEvent.setup();
    reply(200, {
      success: true,
      message: 'We have sent a 6-digit code to +91 98220 12345. It works for 5 minutes.',
    });
    render(
      <InHindi>
        <MobileSignInForm onSuccess={vi.fn()} />
      </InHindi>,
    );
    expect(screen.getByText('10 अंक; हम SMS से कोड भेजेंगे')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '12345');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByText('कृपया 10 अंकों का भारतीय मोबाइल नंबर डालें')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }));
    await user.type(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }), '98220 12345');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(
      await screen.findByText('हमने +91 98220 12345 पर 6 अंकों का कोड भेजा है। यह 5 मिनट तक चलेगा।'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('कृपया 6 अंकों का कोड डालें')).toBeTruthy();
  });
});
