import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { useCatalogPart } from '../../../lib/i18n/i18n';
import { ContactSupportLink } from '../components/contact-support-link';
import { FaqList, type TFaqText } from '../components/faq-list';
import { HelpQuestionBox } from '../components/help-question-box';
import { InfoPageHero, InfoSection } from '../components/info-layout';
import { useInfoPageTitle } from '../lib/use-info-page-title';
import styles from './info-pages.module.css';

type TRole = 'buyer' | 'owner' | 'agent';

const ROLE_TABS: { role: TRole; label: MessageDescriptor }[] = [
  { role: 'buyer', label: msg`Buyers and tenants` },
  { role: 'owner', label: msg`Owners` },
  { role: 'agent', label: msg`Agents` },
];

const ROLE_FAQS: Record<TRole, TFaqText[]> = {
  buyer: [
    {
      question: msg`How do I know a listing is genuine?`,
      answer: msg`Every agent on Nivaas is identity-verified, and verified agents carry a badge. For a new project, check the RERA registration number on the listing against your state RERA website. Never pay anyone before you have visited the property.`,
    },
    {
      question: msg`What is the difference between carpet, built-up and super built-up area?`,
      answer: msg`Carpet area is the usable floor inside the walls of the flat. Built-up area adds the thickness of the walls and balconies. Super built-up adds a share of lobbies, lifts and the clubhouse. Under RERA, builders must sell by carpet area, so compare prices per square foot of carpet area.`,
    },
    {
      question: msg`How much token amount should I pay?`,
      answer: msg`Usually 1 to 2 percent of the price for a resale flat, against a signed receipt that names the property, the total price and the refund terms. Pay only after checking the title and the documents, and only to the seller by bank transfer, never in cash to a middleman.`,
    },
    {
      question: msg`Which documents should I check before buying a resale flat?`,
      answer: msg`The chain of title deeds, the encumbrance certificate for at least 13 years, the occupancy certificate (OC) and completion certificate (CC), the khata or property card, paid property tax and electricity bills, and a no-objection certificate (NOC) from the society for the transfer.`,
    },
    {
      question: msg`What will I pay on top of the price?`,
      answer: msg`Stamp duty (5 to 7 percent in most states, often 1 percent lower for women buyers), registration charges (about 1 percent), GST of 5 percent on under-construction flats (1 percent for affordable housing), the society transfer fee, and brokerage if you use an agent.`,
    },
  ],
  owner: [
    {
      question: msg`Can I list my property myself?`,
      answer: msg`Listings are published by verified agents, so that every property on Nivaas has someone accountable behind it. Contact Support and we will connect you with a verified agent in your locality.`,
    },
    {
      question: msg`Which documents do I need to sell?`,
      answer: msg`The title deed, the latest property tax receipt, the khata or property card, the OC for a flat, a society NOC for the sale, and, if the property is mortgaged, a letter from your bank stating the outstanding loan.`,
    },
    {
      question: msg`Should I give my flat on leave and licence or on rent?`,
      answer: msg`In Maharashtra, homes are usually given on an 11-month leave and licence agreement, which must be registered. Elsewhere, an 11-month rent agreement is common. Always register the agreement and complete police verification of the tenant.`,
    },
    {
      question: msg`How is the price of my property decided?`,
      answer: msg`You decide it with your agent. Compare the price per square foot of similar flats listed nearby on Nivaas and the ready reckoner or guideline rate of your area, below which stamp duty rules make a sale difficult.`,
    },
  ],
  agent: [
    {
      question: msg`How do I become a verified agent?`,
      answer: msg`Register as a Real Estate Agent and add your RERA agent registration number and licence in your profile. Our team checks it, usually within two working days, and your listings then carry the verified badge.`,
    },
    {
      question: msg`How many photos can a listing have?`,
      answer: msg`Up to 10 photos of up to 5 MB each, plus up to 5 floor plans, a brochure and a virtual tour video. Photos are resized for phones automatically, and location data is removed from them.`,
    },
    {
      question: msg`Where do I see enquiries from buyers?`,
      answer: msg`Contact requests on your listings appear in your account with the buyer’s preferred way of contact. Mark each as contacted or completed so you can keep track.`,
    },
    {
      question: msg`Why was my listing taken down?`,
      answer: msg`Listings are removed when they are reported and found misleading, when the property is sold or let, or when a new project has no valid RERA number. Contact Support to find out the reason for yours.`,
    },
  ],
};

const COMMON_FAQS: TFaqText[] = [
  {
    question: msg`Is Nivaas free to use?`,
    answer: msg`Yes, for buyers and tenants. Searching, saving homes, the EMI calculator and contacting agents are free.`,
  },
  {
    question: msg`I forgot my password. What do I do?`,
    answer: msg`Contact Support from the email address of your account and we will help you back in. Nivaas staff will never ask for your password.`,
  },
  {
    question: msg`How quickly does support reply?`,
    answer: msg`Within 24 hours, every day of the week. Urgent reports of fraud are looked at the same working day.`,
  },
  {
    question: msg`How do I report a suspicious listing or agent?`,
    answer: msg`Contact Support with the listing link and what happened. If someone asked you for money before a visit, stop all payments and report it to us and at cybercrime.gov.in or by calling 1930.`,
  },
  {
    question: msg`Do you offer home loans?`,
    answer: msg`We are not a lender. Use the EMI calculator and Apply for Loan, and our home-loan desk will compare offers from partner banks and housing finance companies for you, at no charge.`,
  },
];

/** /help (admin §2.13): FAQ by role, common questions, and a question box. */
export default function HelpPage() {
  useCatalogPart('info');
  useInfoPageTitle('/help');
  const { t, i18n } = useLingui();
  const [role, setRole] = useState<TRole>('buyer');

  return (
    <>
      <InfoPageHero
        crumb={t`Help Center`}
        title={t`How can we help?`}
        subtitle={t`Answers to the questions we hear most, for buyers and tenants, owners and agents. Still stuck? Our support team replies within 24 hours.`}
      >
        <ContactSupportLink variant="primary" />
      </InfoPageHero>

      <InfoSection title={t`Questions by role`}>
        <Tabs
          label={t`Questions for`}
          value={role}
          onChange={setRole}
          tabs={ROLE_TABS.map((tab) => ({
            value: tab.role,
            label: i18n._(tab.label),
            content: <FaqList items={ROLE_FAQS[tab.role]} />,
          }))}
          panelClassName={styles.tabPanel}
        />
      </InfoSection>

      <InfoSection title={t`Common questions`} tinted>
        <FaqList items={COMMON_FAQS} />
      </InfoSection>

      <InfoSection title={t`Still have a question?`}>
        <Card look="outlined" className={styles.narrowCard}>
          <p className={styles.cardLead}>
            {t`Note down what you want to ask. To get an answer from our team, send it through Contact Support.`}
          </p>
          <HelpQuestionBox />
        </Card>
      </InfoSection>
    </>
  );
}
