// One Noto family per script; each stylesheet declares unicode-range slices, so a page downloads
// only the glyph files its text uses (CJK included).
import '@fontsource-variable/noto-sans/wght.css';
import '@fontsource-variable/noto-sans-arabic/wght.css';
import '@fontsource-variable/noto-sans-thai/wght.css';
import '@fontsource-variable/noto-sans-devanagari/wght.css';
import '@fontsource-variable/noto-sans-sc/wght.css';
import '@fontsource-variable/noto-sans-tc/wght.css';
import '@fontsource-variable/noto-sans-jp/wght.css';
import '@fontsource-variable/noto-sans-kr/wght.css';
