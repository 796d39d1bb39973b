// Qt Quick Test entry for the Tindahan UI: links the static QML modules in, lets the
// tests find them under qrc:/ and offers them ManualClock (FoodCourt.Testing) to step the
// table's clock, and so its bots.
#include "test_clock.h"

#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_TindahanPlugin)

class TindahanTestSetup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() {
        // Autosaves and settings go to a throw-away test location, never the user's.
        QStandardPaths::setTestModeEnabled(true);
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        TestClock::registerType(); // ManualClock in FoodCourt.Testing
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_tindahan_qml, TindahanTestSetup)

#include "tst_tindahan_setup.moc"
