/**
 * The import's one progress bar (§4 Brick edit Import: 0 to 100, done at 100) covers reading and
 * checking the workbook (issue 43: up to this percent, by rows checked) and then the upload (the
 * rest, by bytes sent; 100 once the server has answered).
 */
export const READ_PROGRESS_SHARE = 40;
