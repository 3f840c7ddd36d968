/**
 * The API answers a page's HTML carries (and its server-rendered first view was made from):
 * <script type="application/json" id="sprig-initial-data">[{ key, data }, …]</script>. A key is
 * the query key of the web app, which is the API path split at the id: ['/api/recipes', '12'].
 */
export interface InitialQuery {
  key: readonly string[];
  data: unknown;
}

export const INITIAL_DATA_ELEMENT_ID = 'sprig-initial-data';
