/** Demo agents, buyers and the messages buyers send agents; all people and agencies are made up. */

export type TDemoAgent = {
  name: string;
  occupation: string;
  company: string;
  specializations: readonly string[];
  /** A city as named in cities.ts; the generator gives agents listings in their own city more often. */
  city: string;
};

export type TDemoBuyer = { name: string; occupation: string };

export const AGENTS: readonly TDemoAgent[] = [
  {
    name: 'Rahul Deshmukh',
    occupation: 'Senior Property Consultant',
    company: 'Panchavati Properties',
    specializations: ['Residential Sales', 'New Projects', 'Plots and Land'],
    city: 'Nashik',
  },
  {
    name: 'Priya Kulkarni',
    occupation: 'Property Consultant',
    company: 'Deccan Property Advisors',
    specializations: ['Residential Sales', 'Rentals', 'NRI Services'],
    city: 'Pune',
  },
  {
    name: 'Arjun Mehta',
    occupation: 'Luxury Homes Specialist',
    company: 'Bayview Realty',
    specializations: ['Luxury Homes', 'Residential Sales', 'NRI Services'],
    city: 'Mumbai',
  },
  {
    name: 'Kavya Reddy',
    occupation: 'Senior Relationship Manager',
    company: 'Namma Mane Realtors',
    specializations: ['New Projects', 'Rentals', 'Residential Sales'],
    city: 'Bengaluru',
  },
  {
    name: 'Sanjay Patil',
    occupation: 'Land and Plots Advisor',
    company: 'Godavari Land Advisors',
    specializations: ['Plots and Land', 'Commercial Leasing'],
    city: 'Nashik',
  },
  {
    name: 'Neha Sharma',
    occupation: 'Commercial Leasing Manager',
    company: 'Capital Estates',
    specializations: ['Commercial Leasing', 'Rentals'],
    city: 'Delhi',
  },
  {
    name: 'Vikram Iyer',
    occupation: 'Property Consultant',
    company: 'Marina Realty',
    specializations: ['Residential Sales', 'NRI Services', 'New Projects'],
    city: 'Chennai',
  },
  {
    name: 'Farhan Qureshi',
    occupation: 'Real Estate Advisor',
    company: 'Pearl City Properties',
    specializations: ['New Projects', 'Commercial Leasing', 'Residential Sales'],
    city: 'Hyderabad',
  },
  {
    name: 'Ananya Banerjee',
    occupation: 'Rental Specialist',
    company: 'Eastern Keys Realty',
    specializations: ['Rentals', 'Residential Sales'],
    city: 'Kolkata',
  },
  {
    name: 'Gurpreet Singh',
    occupation: 'Property Consultant',
    company: 'Tricity Property Point',
    specializations: ['Residential Sales', 'Plots and Land', 'Rentals'],
    city: 'Chandigarh',
  },
];

export const BUYERS: readonly TDemoBuyer[] = [
  { name: 'Amit Joshi', occupation: 'Software Engineer' },
  { name: 'Sneha Patil', occupation: 'School Teacher' },
  { name: 'Rohan Gupta', occupation: 'Chartered Accountant' },
  { name: 'Meera Nair', occupation: 'Doctor' },
  { name: 'Suresh Yadav', occupation: 'Bank Manager' },
  { name: 'Pooja Agarwal', occupation: 'Marketing Manager' },
  { name: 'Imran Shaikh', occupation: 'Small Business Owner' },
  { name: 'Lakshmi Subramanian', occupation: 'Nurse' },
  { name: 'Karan Malhotra', occupation: 'Sales Executive' },
  { name: 'Deepa Menon', occupation: 'College Lecturer' },
  { name: 'Vivek Chauhan', occupation: 'Civil Engineer' },
  { name: 'Anjali Desai', occupation: 'Architect' },
  { name: 'Manoj Pillai', occupation: 'Retired Army Officer' },
  { name: 'Ritu Saxena', occupation: 'HR Executive' },
  { name: 'Siddharth Rao', occupation: 'Data Analyst' },
  { name: 'Fatima Khan', occupation: 'Pharmacist' },
  { name: 'Harish Gowda', occupation: 'Government Employee' },
  { name: 'Nisha Bose', occupation: 'Graphic Designer' },
  { name: 'Rajesh Thakur', occupation: 'Textile Trader' },
  { name: 'Aparna Mishra', occupation: 'Lawyer' },
];

export const CONTACT_MESSAGES: readonly string[] = [
  'Is the price negotiable? I am a serious buyer and can close quickly.',
  'Can I visit this Saturday morning? Please share a convenient time.',
  'What are the monthly maintenance charges for this property?',
  'Does the flat come with covered parking, or is it open parking?',
  'I have a home loan pre-approval from SBI. Is the project approved by major banks?',
  'Has the building received its Occupancy Certificate?',
  'Are pets allowed? We have a small, well-trained dog.',
  'Is the rent inclusive of maintenance, and how much is the security deposit?',
  'Which floor is the flat on, and which direction does it face?',
  'Could you share the floor plan and the exact carpet area?',
  'What is the expected possession date, and is there a penalty clause for delays?',
  'Is this plot NA approved with a clear title? I would like to see the documents.',
  'I am an NRI currently in Dubai. Can we do a video call walkthrough first?',
];
