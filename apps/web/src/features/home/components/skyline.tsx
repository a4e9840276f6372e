import styles from './skyline.module.css';

/** A quiet city outline along the bottom of the hero; decoration only. */
export function Skyline() {
  return (
    <svg aria-hidden="true" viewBox="0 0 1200 120" preserveAspectRatio="none" className={styles.skyline}>
      <path
        fill="currentColor"
        d="M0 120V86h40V60h30v26h20V40h40v46h18V70h24V30h36v56h20V64h30v22h26V50h22V20h30v30h18v36h30V58h40v28h22V44h34v42h20V66h28V36h40v50h24V56h26v30h30V26h28v-8h20v8h28v60h20V62h36v24h24V48h32v38h26V70h30V40h34v46h22V58h40v28h20V34h36v52h30V66h26v20h24V52h30v34h28V72h32V44h38v42h20V60h30v26h20V40h36v46h18v34z"
      />
    </svg>
  );
}
