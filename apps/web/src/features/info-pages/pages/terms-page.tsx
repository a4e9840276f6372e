import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { useLocalizedPath } from '../../../lib/i18n/use-localized-path';
import { ContactSupportLink } from '../components/contact-support-link';
import { InfoPageHero } from '../components/info-layout';
import { LegalDocument, type TLegalSection } from '../components/legal-document';
import { useInfoPageTitle } from '../lib/use-info-page-title';

const FEES = msg`Browsing and contacting agents is free. Agents pay the listing and promotion fees shown at the time of purchase, with GST. We will give at least {notice} by email before any change to our fees takes effect; fees already paid are not affected.`;
const SUPPORT = msg`Our support team replies to every message {reply}. Reach us through the {contact}.`;
const LIABILITY = msg`To the extent the law allows, our total liability to you for any claim about Nivaas is limited to {cap}. We are not liable for indirect losses, or for the acts of agents, owners or other users. Nothing in these terms limits liability that cannot be limited under Indian law.`;

/**
 * /terms (admin §2.13), with the static claims of §2.13: 24-hour replies, 30 days' fee notice,
 * 12-month liability cap. Its words are the legal part's.
 */
export default function TermsPage() {
  useCatalogPart('legal');
  useInfoPageTitle('/terms');
  const { t, i18n } = useLingui();
  const localize = useLocalizedPath();

  const sections: TLegalSection[] = [
    {
      id: 'about-these-terms',
      title: t`About these terms`,
      content: (
        <p>
          {t`These terms are an agreement between you and Nivaas Realty Private Limited for the use of nivaas.in and our apps. By creating an account or using the site you accept them. If you use Nivaas for a company, you accept them for that company.`}
        </p>
      ),
    },
    {
      id: 'what-nivaas-is',
      title: t`What Nivaas is`,
      content: (
        <p>
          {t`Nivaas is an online marketplace where agents list properties and visitors find them. We are not a party to any sale, lease or leave and licence agreement, we do not own the properties listed, and we do not act as your broker. Any price, brokerage or token amount is agreed between you and the other party.`}
        </p>
      ),
    },
    {
      id: 'accounts',
      title: t`Your account`,
      content: (
        <ul>
          <li>{t`You must be 18 or older and give true details. One person, one account.`}</li>
          <li>{t`Keep your password to yourself; you are responsible for what is done with your account.`}</li>
          <li>
            {t`We may suspend or close an account that breaks these terms, for example one used to post fake listings or to ask visitors for money.`}
          </li>
        </ul>
      ),
    },
    {
      id: 'listings',
      title: t`Rules for agents and listings`,
      content: (
        <ul>
          <li>
            {t`Agents must hold a valid RERA agent registration where their state requires one and show it in their profile. Listings of new projects must show the project's RERA registration number.`}
          </li>
          <li>
            {t`Listings must describe a real, available property that you are authorised to market, with its actual photos, carpet area and price. Remove or mark a listing as soon as it is sold or let.`}
          </li>
          <li>
            {t`You may not ask anyone for money to arrange a visit, and you may not list the same property more than once.`}
          </li>
          <li>
            {t`You keep the rights to the photos and text you upload and allow us to show, resize and promote them on Nivaas while the listing is live.`}
          </li>
        </ul>
      ),
    },
    {
      id: 'fees',
      title: t`Fees`,
      content: <p>{richText(i18n, FEES, { notice: <strong>{t`30 days' notice`}</strong> })}</p>,
    },
    {
      id: 'conduct',
      title: t`What you may not do`,
      content: (
        <ul>
          <li>{t`Post false, misleading, discriminatory or unlawful content.`}</li>
          <li>{t`Copy listings or data from Nivaas in bulk, by hand or with automated tools.`}</li>
          <li>{t`Interfere with the site's security or with other users' accounts.`}</li>
          <li>{t`Use Nivaas to send spam or to contact people for anything other than the property in question.`}</li>
        </ul>
      ),
    },
    {
      id: 'support',
      title: t`Support`,
      content: (
        <p>
          {richText(i18n, SUPPORT, {
            reply: <strong>{t`within 24 hours`}</strong>,
            contact: <RouterLink to={localize(paths.contact)}>{t`Contact page`}</RouterLink>,
          })}
        </p>
      ),
    },
    {
      id: 'liability',
      title: t`Our liability`,
      content: (
        <>
          <p>
            {t`We check agents and listings, but we cannot guarantee that every listing is accurate or that every party will keep their word. Verify the title and documents of a property before you pay for it.`}
          </p>
          <p>
            {richText(i18n, LIABILITY, {
              cap: <strong>{t`the fees you paid us in the 12 months before the claim`}</strong>,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: t`Changes, law and disputes`,
      content: (
        <p>
          {t`We may update these terms and will tell you about important changes in advance. These terms are governed by the laws of India, and the courts at Nashik, Maharashtra have jurisdiction over any dispute.`}
        </p>
      ),
    },
  ];

  return (
    <>
      <InfoPageHero
        crumb={t`Terms and Conditions`}
        title={t`Terms and Conditions`}
        subtitle={t`The rules of using Nivaas, for visitors, buyers, tenants and agents.`}
      />
      <LegalDocument
        updated={t`1 November 2025`}
        intro={
          <p>
            {t`Please read these terms with our Privacy Policy. In short: we run the marketplace, agents are responsible for their listings, and you should never pay before you have seen a property and checked its papers.`}
          </p>
        }
        sections={sections}
        footer={
          <>
            <p>{t`Questions about these terms?`}</p>
            <ContactSupportLink />
          </>
        }
      />
    </>
  );
}
