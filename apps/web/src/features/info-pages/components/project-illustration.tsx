import styles from './project-illustration.module.css';

export type TScene = 'living-room' | 'bedroom' | 'villa' | 'office';

/** The blocks of each scene, drawn by the style sheet (one class a block). */
const SCENES: Record<TScene, readonly string[]> = {
  'living-room': ['livingFloor', 'livingWindow', 'livingSofa', 'livingCushion', 'livingSun'],
  bedroom: [
    'bedroomFloor',
    'bedroomBed',
    'bedroomHeadboard',
    'bedroomPillowLeft',
    'bedroomPillowRight',
    'bedroomLamp',
  ],
  villa: [
    'villaLawn',
    'villaHouse',
    'villaWing',
    'villaRoof',
    'villaWingRoof',
    'villaDoor',
    'villaWindow',
    'villaSun',
  ],
  office: ['officeTower1', 'officeTower2', 'officeTower3', 'officeTower4', 'officeGround', 'officeSun'],
};

/**
 * A drawn stand-in for a project photo: CSS gradients and blocks in the design tokens' colours,
 * so the page needs no image downloads. Decorative: the card's text describes the project.
 */
export function ProjectIllustration({ scene }: { scene: TScene }) {
  return (
    <div aria-hidden="true" className={`${styles.scene} ${styles[scene]}`}>
      {SCENES[scene].map((block) => (
        <span key={block} className={`${styles.block} ${styles[block]}`} />
      ))}
    </div>
  );
}
