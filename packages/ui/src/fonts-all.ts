// Every script's font at once, for Storybook and visual tests, where screenshots must not race a
// language's stylesheet. The app loads CJK fonts per language instead (see fonts.ts).
import './fonts';
import '@fontsource-variable/noto-sans-jp/wght.css';
import '@fontsource-variable/noto-sans-kr/wght.css';
import '@fontsource-variable/noto-sans-sc/wght.css';
import '@fontsource-variable/noto-sans-tc/wght.css';
