import { useLingui } from '@lingui/react/macro';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { ContactSupportLink } from '../components/contact-support-link';
import { InfoPageHero } from '../components/info-layout';
import { LegalDocument, type TLegalSection } from '../components/legal-document';
import { useInfoPageTitle } from '../lib/use-info-page-title';

/** /privacy-policy (admin §2.13). Its words are the legal part's. */
export default function PrivacyPage() {
  useCatalogPart('legal');
  useInfoPageTitle('/privacy-policy');
  const { t } = useLingui();

  const sections: TLegalSection[] = [
    {
      id: 'what-we-collect',
      title: t`What we collect`,
      content: (
        <>
          <p>{t`We collect only what we need to run the marketplace:`}</p>
          <ul>
            <li>
              <strong>{t`Account details:`}</strong>{' '}
              {t`your name, email address, password (stored only as a one-way hash), and, if you give them, your mobile number and occupation.`}
            </li>
            <li>
              <strong>{t`Agent details:`}</strong>{' '}
              {t`company name, RERA agent registration and licence number, which we use to verify agents.`}
            </li>
            <li>
              <strong>{t`What you do on Nivaas:`}</strong>{' '}
              {t`homes you save, listings you open, messages you send to agents and forms you send us (for example a home-loan application or a movers request).`}
            </li>
            <li>
              <strong>{t`Listings:`}</strong>{' '}
              {t`the photos, documents and addresses agents upload. We remove location data (EXIF) from photos before publishing them.`}
            </li>
            <li>
              <strong>{t`Technical data:`}</strong>{' '}
              {t`IP address, browser and device type, kept in server logs to keep the service secure and to investigate abuse.`}
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: t`How we use it`,
      content: (
        <ul>
          <li>{t`To run your account and show you your saved and recently viewed homes.`}</li>
          <li>{t`To pass your message and contact details to the agent of a listing when you contact them.`}</li>
          <li>{t`To answer your support requests and the enquiries you send us.`}</li>
          <li>{t`To verify agents and listings and to detect fraud and misuse.`}</li>
          <li>{t`To improve search and the site, using aggregated figures that do not identify you.`}</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: t`Who we share it with`,
      content: (
        <>
          <p>{t`We do not sell your personal data. We share it only:`}</p>
          <ul>
            <li>{t`with the agent of a listing, when you choose to contact them;`}</li>
            <li>
              {t`with a partner bank or housing finance company, when you apply for a loan, and with a lawyer, designer or mover, when you ask for their service;`}
            </li>
            <li>
              {t`with service providers who host our servers and send our emails, under contracts that bind them to confidentiality;`}
            </li>
            <li>{t`with the police or a court, when Indian law requires it.`}</li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: t`Cookies and local storage`,
      content: (
        <p>
          {t`We keep your sign-in token in your browser's local storage so that you stay signed in. We do not use advertising cookies or third-party trackers. Clearing your browser data, or logging out, removes the token.`}
        </p>
      ),
    },
    {
      id: 'retention',
      title: t`How long we keep it`,
      content: (
        <p>
          {t`We keep your account data while your account is active. When you ask us to delete your account, we delete or anonymise your personal data within 30 days, except what we must keep by law, such as records of payments for eight years under Indian tax law. Server logs are kept for 90 days.`}
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: t`Your rights`,
      content: (
        <p>
          {t`Under the Digital Personal Data Protection Act, 2023, you may ask for a summary of the personal data we hold about you, have it corrected or completed, have it erased, withdraw a consent you gave, and nominate a person to exercise these rights for you. Write to us through Contact Support; we respond within 30 days.`}
        </p>
      ),
    },
    {
      id: 'security',
      title: t`Security`,
      content: (
        <p>
          {t`Passwords are hashed, all traffic is encrypted in transit, and only staff who need it can see your data. No system is perfectly secure: if we learn of a breach that affects you, we will tell you and the Data Protection Board of India as the law requires.`}
        </p>
      ),
    },
    {
      id: 'children',
      title: t`Children`,
      content: <p>{t`Nivaas is meant for adults. We do not knowingly collect data of anyone under 18.`}</p>,
    },
    {
      id: 'grievances',
      title: t`Grievance officer and changes`,
      content: (
        <>
          <p>
            {t`Our Grievance Officer, Farah Sheikh, can be reached through Contact Support or at grievance@nivaas.in, Nivaas Realty Private Limited, College Road, Nashik, Maharashtra 422005. We acknowledge complaints within 24 hours and resolve them within 15 days.`}
          </p>
          <p>
            {t`If we change this policy in a way that matters, we will tell you by email or on the site at least 30 days before the change takes effect.`}
          </p>
        </>
      ),
    },
  ];

  return (
    <>
      <InfoPageHero
        crumb={t`Privacy Policy`}
        title={t`Privacy Policy`}
        subtitle={t`What we collect, why, and what you can ask us to do with it. Written to be read.`}
      />
      <LegalDocument
        updated={t`1 November 2025`}
        intro={
          <p>
            {t`This policy explains how Nivaas Realty Private Limited (‘Nivaas’, ‘we’) handles your personal data when you use nivaas.in and our apps. It follows the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.`}
          </p>
        }
        sections={sections}
        footer={
          <>
            <p>{t`Questions about your data?`}</p>
            <ContactSupportLink />
          </>
        }
      />
    </>
  );
}
