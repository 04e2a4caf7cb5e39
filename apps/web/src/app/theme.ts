import type { ThemeConfig } from 'antd';

/** The primary gradient of the theme's buttons, for progress bars. */
export const PROGRESS_COLORS = { from: '#6d3df5', to: '#8b5cf6' };

/** antd follows the same tokens as styles/global.css so hand-written and antd screens look like one product. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#6d3df5',
    colorLink: '#6d3df5',
    colorText: '#16122e',
    colorTextSecondary: '#5f5b7a',
    colorBorder: '#e6e3f3',
    colorBgLayout: '#f8f7fc',
    borderRadius: 10,
    borderRadiusLG: 14,
    controlHeight: 40,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
