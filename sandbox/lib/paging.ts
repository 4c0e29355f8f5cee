/** The pageNo / pageSize of a paged query string (the route schema has checked both), as numbers. */
export const pagingOf = (query: { pageNo: string; pageSize: string }) => ({
  pageNo: Number(query.pageNo),
  pageSize: Number(query.pageSize),
});
