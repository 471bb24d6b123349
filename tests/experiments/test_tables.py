"""The benchmark scripts' shared markdown table writer."""

from shardsat.experiments.tables import markdown_table, plain_cell


def test_markdown_table_rows_under_a_header():
    text = markdown_table(["program", "bytes"], [["a", "1,024"], ["b", "0"]])
    assert text == "| program | bytes |\n|---|---|\n| a | 1,024 |\n| b | 0 |"


def test_plain_cell_separates_thousands_of_integers_only():
    assert [plain_cell(v) for v in (1234567, True, 0.5, "x")] == ["1,234,567", "True", "0.5", "x"]
