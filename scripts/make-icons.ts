import { mkdirSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "./lib/chromium";

/**
 * `npx tsx scripts/make-icons.ts`: draws public/icons/ and public/share-image.png with headless
 * Chromium from the favicon's design (white 'LA' on the rust square). Run again after changing the
 * design.
 */
const BRAND = "#9a3412";
const FONT = "Arial, Helvetica, sans-serif";

/** `mark` is the letters' height in hundredths of the side: a maskable icon's stay inside the middle 60%. */
const icon = (size: number, { rounded, mark }: { rounded: boolean; mark: number }) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <rect width="100" height="100" rx="${rounded ? 22 : 0}" fill="${BRAND}"/>
    <text x="50" y="${50 + mark * 0.36}" font-family="${FONT}" font-size="${mark}" font-weight="700"
      text-anchor="middle" fill="#fff">LA</text>
  </svg>`;

const shareImage = `
  <div style="width:1200px;height:630px;background:${BRAND};color:#fff;font-family:${FONT};display:flex;
    flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;">
    <div style="display:flex;align-items:center;gap:28px;">
      <div style="width:120px;height:120px;border-radius:28px;background:#fff;color:${BRAND};display:flex;
        align-items:center;justify-content:center;font-size:56px;font-weight:700;">LA</div>
      <div style="font-size:84px;font-weight:800;letter-spacing:-2px;">LA Eats Ranked</div>
    </div>
    <div style="margin-top:40px;font-size:40px;line-height:1.3;max-width:960px;">
      Los Angeles restaurants, ranked by how many of 10 trusted expert lists feature them.
    </div>
    <div style="margin-top:36px;font-size:30px;opacity:.85;">Save them, share a list, take it anywhere.</div>
  </div>`;

const targets: { file: string; width: number; height: number; html: string }[] = [
  { file: "public/icons/icon-192.png", width: 192, height: 192, html: icon(192, { rounded: true, mark: 46 }) },
  { file: "public/icons/icon-512.png", width: 512, height: 512, html: icon(512, { rounded: true, mark: 46 }) },
  {
    file: "public/icons/icon-maskable-512.png",
    width: 512,
    height: 512,
    html: icon(512, { rounded: false, mark: 34 }),
  },
  { file: "public/icons/apple-touch-icon.png", width: 180, height: 180, html: icon(180, { rounded: false, mark: 42 }) },
  { file: "public/share-image.png", width: 1200, height: 630, html: shareImage },
];

const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium found: apt-get install -y chromium, or set CHROMIUM_PATH.");
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
mkdirSync("public/icons", { recursive: true });
for (const { file, width, height, html } of targets) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<body style="margin:0;background:transparent">${html}</body>`);
  writeFileSync(file, await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } }));
  await page.close();
  console.log(`wrote ${file}`);
}
await browser.close();
