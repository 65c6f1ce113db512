// Mantine's helpers in the app's CSS modules: rem() and the light/dark colour pairs.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
