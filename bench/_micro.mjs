import PDFDocument from 'pdfkit';
const f = 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf';
for (const font of [f, 'Helvetica']) {
  const doc = new PDFDocument({ font, bufferPages: true });
  doc.on('data', () => {});
  let t = performance.now();
  for (let i = 0; i < 300; i++) doc.heightOfString(`Oxford Brogue ${i} · Northgate`, { width: 150 });
  console.log(font.slice(-20), 'height', Math.round(performance.now() - t));
  t = performance.now();
  for (let i = 0; i < 300; i++) doc.text(`Oxford Brogue ${i} · Northgate`, 40, 40 + (i % 50) * 10, { width: 150 });
  console.log(font.slice(-20), 'text', Math.round(performance.now() - t));
  t = performance.now();
  for (let i = 0; i < 300; i++) { doc.font(font); doc.fontSize(9); }
  console.log(font.slice(-20), 'font()', Math.round(performance.now() - t));
  doc.end();
}
