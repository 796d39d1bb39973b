// Qt Quick Test entry for the Kandar Klash! UI: links the static QML modules in, keeps
// autosaves in a throw-away test location and offers the tests ManualClock
// (FoodCourt.Testing) to step the table's clock.
#include "test_clock.h"

#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(FoodCourt_CommonPlugin)
Q_IMPORT_QML_PLUGIN(FoodCourt_KandarKlashPlugin)

class KandarKlashTestSetup : public QObject {
    Q_OBJECT
  public slots:
    void applicationAvailable() { QStandardPaths::setTestModeEnabled(true); }
    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        TestClock::registerType(); // ManualClock in FoodCourt.Testing
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_kandarklash_qml, KandarKlashTestSetup)

#include "tst_kandarklash_setup.moc"
