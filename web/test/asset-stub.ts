/** What a CSS, image or font import gives a component under test: Vite handles them for real. */
export default 'asset-stub';
