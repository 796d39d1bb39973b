// KeyedListModel: a list model that moves from one list of rows to the next with
// fine-grained signals (remove, move, insert, dataChanged), so delegates animate and
// nothing is reset per move. Rows are matched by a key the subclass gives. Game-neutral:
// any table whose rows come and go and move (cards, trick plays, seats) can build on it.
#pragma once

#include <QAbstractListModel>
#include <QList>

#include <utility>

template <class Row> class KeyedListModel : public QAbstractListModel {
  public:
    using QAbstractListModel::QAbstractListModel;

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : static_cast<int>(rows_.size());
    }
    QVariant data(const QModelIndex& index, int role) const override {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        return roleData(rows_.at(index.row()), role);
    }
    const QList<Row>& rows() const { return rows_; }

    // Brings the model to `next` in four passes: drop rows whose key is gone, then walk
    // the target order moving, inserting or updating rows in place.
    void update(const QList<Row>& next) {
        for (qsizetype i = rows_.size() - 1; i >= 0; --i) {
            if (indexOfKey(next, key(rows_.at(i))) < 0) {
                beginRemoveRows({}, int(i), int(i));
                rows_.removeAt(i);
                endRemoveRows();
            }
        }
        for (qsizetype i = 0; i < next.size(); ++i) {
            const QString wanted = key(next.at(i));
            const qsizetype found = indexOfKey(rows_, wanted, i);
            if (found < 0) {
                beginInsertRows({}, int(i), int(i));
                rows_.insert(i, next.at(i));
                endInsertRows();
                continue;
            }
            if (found != i) {
                beginMoveRows({}, int(found), int(found), {}, int(i));
                rows_.move(found, i);
                endMoveRows();
            }
            if (!(rows_.at(i) == next.at(i))) {
                rows_[i] = next.at(i);
                emit dataChanged(index(int(i)), index(int(i)));
            }
        }
    }

  protected:
    virtual QString key(const Row& row) const = 0;
    virtual QVariant roleData(const Row& row, int role) const = 0;

  private:
    qsizetype indexOfKey(const QList<Row>& list, const QString& wanted, qsizetype from = 0) const {
        for (qsizetype i = from; i < list.size(); ++i) {
            if (key(list.at(i)) == wanted)
                return i;
        }
        return -1;
    }
    QList<Row> rows_;
};
