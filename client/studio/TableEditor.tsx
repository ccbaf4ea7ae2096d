import type { ClipboardEvent } from "react";
import { removeAt, replaceAt } from "./arrays";
import { focusSoon } from "./focus";
import { useAnnounce } from "./announce";
import { TABLE_LIMITS } from "./blocks";

interface TableValue {
  header: string[];
  rows: string[][];
}

const { columns: MAX_COLUMNS, rows: MAX_ROWS } = TABLE_LIMITS;

/**
 * A table block as a grid of inputs. The grid's own row and column headings are the
 * visible labels of its cells (each input is labelled by both), so an author always sees
 * which cell they are in, and a screen reader says it.
 */
export function TableEditor({ id, value, onChange }: { id: string; value: TableValue; onChange: (value: TableValue) => void }) {
  const announce = useAnnounce();
  const width = value.header.length;
  const cellId = (row: number | "head", column: number) => `${id}-cell-${row}-${column}`;
  const columnHeadingId = (column: number) => `${id}-col-${column}`;
  const rowHeadingId = (row: number | "head") => `${id}-row-${row}`;

  const setHeader = (column: number, text: string) => onChange({ ...value, header: replaceAt(value.header, column, text) });
  const setCell = (row: number, column: number, text: string) =>
    onChange({ ...value, rows: replaceAt(value.rows, row, replaceAt(value.rows[row] ?? [], column, text)) });

  /**
   * Tab-separated text (rows from a spreadsheet) pasted into a cell fills the table from that
   * cell, adding rows and columns as needed within the limits; text without tabs pastes as text.
   */
  const pasteCells = (row: number | "head", column: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text/plain").replace(/\r\n?/g, "\n").replace(/\n$/, "");
    if (!text.includes("\t")) return;
    event.preventDefault();
    const pasted = text.split("\n").map((line) => line.split("\t"));
    // The header is grid row 0, the first body row grid row 1.
    const grid = [value.header, ...value.rows].map((cells) => [...cells]);
    const top = row === "head" ? 0 : row + 1;
    const columns = Math.min(MAX_COLUMNS, Math.max(width, column + Math.max(...pasted.map((cells) => cells.length))));
    const rows = Math.min(MAX_ROWS + 1, Math.max(grid.length, top + pasted.length));
    while (grid.length < rows) grid.push([]);
    const filled = grid.map((cells, at) => {
      const line = pasted[at - top];
      return Array.from({ length: columns }, (_, col) => {
        const cell = line && at >= top && col >= column ? line[col - column] : undefined;
        return cell !== undefined ? cell.trim() : (cells[col] ?? "");
      });
    });
    onChange({ header: filled[0]!, rows: filled.slice(1) });
    const cut = pasted.length > rows - top || pasted.some((cells) => column + cells.length > columns);
    announce(
      `Pasted ${pasted.length} ${pasted.length === 1 ? "row" : "rows"}; the table has ${rows - 1} rows and ${columns} columns.${
        cut ? ` What went past ${MAX_ROWS} rows or ${MAX_COLUMNS} columns was left out.` : ""
      }`,
    );
  };

  const addRow = () => {
    onChange({ ...value, rows: [...value.rows, Array<string>(width).fill("")] });
    focusSoon(cellId(value.rows.length, 0));
    announce(`Row ${value.rows.length + 1} added.`);
  };
  const removeRow = (row: number) => {
    onChange({ ...value, rows: removeAt(value.rows, row) });
    focusSoon(`${id}-remove-row-${Math.min(row, value.rows.length - 2)}`, `${id}-add-row`);
    announce(`Row ${row + 1} removed.`);
  };
  const addColumn = () => {
    onChange({ header: [...value.header, ""], rows: value.rows.map((cells) => [...cells, ""]) });
    focusSoon(cellId("head", width));
    announce(`Column ${width + 1} added.`);
  };
  const removeColumn = (column: number) => {
    onChange({ header: removeAt(value.header, column), rows: value.rows.map((cells) => removeAt(cells, column)) });
    focusSoon(`${id}-remove-col-${Math.min(column, width - 2)}`, `${id}-add-col`);
    announce(`Column ${column + 1} removed.`);
  };
  return (
    <div className="studio-table">
      <p className="field-hint">Rows copied from a spreadsheet, pasted into a cell, fill the table from that cell.</p>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <td />
              {value.header.map((_, column) => (
                <th key={column} id={columnHeadingId(column)} scope="col">
                  Column {column + 1}
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            <tr>
              <th id={rowHeadingId("head")} scope="row">
                Header
              </th>
              {value.header.map((text, column) => (
                <td key={column}>
                  <input
                    id={cellId("head", column)}
                    value={text}
                    aria-labelledby={`${rowHeadingId("head")} ${columnHeadingId(column)}`}
                    onChange={(event) => setHeader(column, event.target.value)}
                    onPaste={pasteCells("head", column)}
                  />
                </td>
              ))}
              <td />
            </tr>
            {value.rows.map((cells, row) => (
              <tr key={row}>
                <th id={rowHeadingId(row)} scope="row">
                  Row {row + 1}
                </th>
                {value.header.map((_, column) => (
                  <td key={column}>
                    <input
                      id={cellId(row, column)}
                      value={cells[column] ?? ""}
                      aria-labelledby={`${rowHeadingId(row)} ${columnHeadingId(column)}`}
                      onChange={(event) => setCell(row, column, event.target.value)}
                      onPaste={pasteCells(row, column)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    id={`${id}-remove-row-${row}`}
                    className="studio-button studio-button--small"
                    disabled={value.rows.length <= 1}
                    onClick={() => removeRow(row)}
                  >
                    Remove row {row + 1}
                  </button>
                </td>
              </tr>
            ))}
            <tr>
              <td />
              {value.header.map((_, column) => (
                <td key={column} className="studio-table-column-actions">
                  <button
                    type="button"
                    id={`${id}-remove-col-${column}`}
                    className="studio-button studio-button--small"
                    disabled={width <= 1}
                    onClick={() => removeColumn(column)}
                  >
                    Remove column {column + 1}
                  </button>
                </td>
              ))}
              <td />
            </tr>
          </tbody>
        </table>
      </div>
      <div className="studio-actions">
        <button
          type="button"
          id={`${id}-add-row`}
          className="studio-button"
          disabled={value.rows.length >= MAX_ROWS}
          onClick={addRow}
        >
          Add a row
        </button>
        <button type="button" id={`${id}-add-col`} className="studio-button" disabled={width >= MAX_COLUMNS} onClick={addColumn}>
          Add a column
        </button>
      </div>
    </div>
  );
}
