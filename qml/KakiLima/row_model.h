// RowModel: a list model over plain row structs that moves to the next list of rows with
// fine-grained signals: rows whose key is gone are removed, new keys are inserted where
// they belong, kept rows get dataChanged when they differ. The caller keeps the kept rows
// in their old relative order (the table does: cards stay where they lay in the hand), so
// no row ever has to move; should that promise break, the model resets rather than lie.
// Generic: nothing here knows Kaki Lima.
#pragma once

#include <QAbstractListModel>
#include <QList>

namespace fc::kakilima_ui {

template <class Row> class RowModel : public QAbstractListModel {
  public:
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(rows_.size());
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        return roleData(rows_.at(index.row()), role);
    }
    const QList<Row>& rows() const { return rows_; }

    void update(const QList<Row>& next) {
        if (!keepsOrder(next)) {
            beginResetModel();
            rows_ = next;
            endResetModel();
            return;
        }
        for (qsizetype i = rows_.size() - 1; i >= 0; --i) {
            if (find(next, key(rows_.at(i))) < 0) {
                beginRemoveRows({}, int(i), int(i));
                rows_.removeAt(i);
                endRemoveRows();
            }
        }
        for (qsizetype i = 0; i < next.size(); ++i) {
            if (i < rows_.size() && key(rows_.at(i)) == key(next.at(i))) {
                if (!(rows_.at(i) == next.at(i))) {
                    rows_[i] = next.at(i);
                    emit dataChanged(index(int(i)), index(int(i)));
                }
                continue;
            }
            beginInsertRows({}, int(i), int(i));
            rows_.insert(i, next.at(i));
            endInsertRows();
        }
    }

  protected:
    virtual QString key(const Row& row) const = 0;
    virtual QVariant roleData(const Row& row, int role) const = 0;

  private:
    qsizetype find(const QList<Row>& list, const QString& wanted) const {
        for (qsizetype i = 0; i < list.size(); ++i) {
            if (key(list.at(i)) == wanted)
                return i;
        }
        return -1;
    }
    // True when the rows present in both lists come in the same order in both.
    bool keepsOrder(const QList<Row>& next) const {
        qsizetype last = -1;
        for (const Row& row : rows_) {
            const qsizetype at = find(next, key(row));
            if (at < 0)
                continue;
            if (at < last)
                return false;
            last = at;
        }
        return true;
    }

    QList<Row> rows_;
};

} // namespace fc::kakilima_ui
