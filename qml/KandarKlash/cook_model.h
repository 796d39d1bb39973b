// CookModel: one row per cook for QML: name, favours (and the last round's change),
// ketchup spaces, whether they claimed "Siap!" and, once the round stops, the verdict
// with the window to outline, and the cells where the last cook may lay the ketchup.
#pragma once

#include <QAbstractListModel>
#include <QPoint>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace fc::kandarklash_ui {

struct CookRow {
    QString name;
    bool bot = false;
    int favours = 0;
    int gained = 0;          // favours won or lost in the round on show
    QVariantList wilds;      // QPoint cells
    bool claimed = false;    // "Siap!" this round
    int claimStamp = -1;     // its round time, ms
    int claimRank = 0;       // 1 = first by time; 0: no claim
    QString verdict;         // "" (not judged), "right", "wrong", "late" (claim after the stop)
    QPoint window{-1, -1};   // top-left cell of the outlined 3x3 window, -1: none
    QVariantList mismatches; // QPoint cells that do not match the dish
    bool lastCook = false;
    QVariantList ketchupCells; // where the last cook may lay the ketchup
    bool canBuild = false;     // may move cards now
    bool canClaim = false;     // may press "Siap!" now
    bool winner = false;       // the game is over and this cook won (or shares the win)
    bool operator==(const CookRow&) const = default;
};

class CookModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The cooks come from KandarKlashTable.cooks.")

  public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        BotRole,
        FavoursRole,
        GainedRole,
        WildsRole,
        ClaimedRole,
        ClaimStampRole,
        ClaimRankRole,
        VerdictRole,
        WindowRole,
        MismatchesRole,
        LastCookRole,
        KetchupCellsRole,
        CanBuildRole,
        CanClaimRole,
        WinnerRole,
    };

    explicit CookModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the rows: rows that differ report dataChanged, a new count resets.
    void setRows(std::vector<CookRow> rows);
    const CookRow& row(int seat) const { return rows_[static_cast<std::size_t>(seat)]; }
    int count() const { return static_cast<int>(rows_.size()); }

  private:
    std::vector<CookRow> rows_;
};

} // namespace fc::kandarklash_ui
